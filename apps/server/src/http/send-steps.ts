import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Work done on every answer just before it is sent (headers, cache bookkeeping, drain counting).
 * A step returns a promise only when it has something to wait for; otherwise the answer goes out
 * without a single await.
 */
export type SendStep = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => undefined | Promise<void>;

/**
 * One onSend hook runs every step in order: one hook instead of one per concern, and callback
 * style, so the common answer costs no promise (each async hook costs the hot path measurably).
 */
export function registerSendSteps(app: FastifyInstance): void {
  const steps: SendStep[] = [];
  app.decorate('addSendStep', (step: SendStep) => {
    steps.push(step);
  });
  const runFrom = async (
    index: number,
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ) => {
    for (let i = index; i < steps.length; i++) await steps[i]?.(request, reply, payload);
  };
  // Fastify's own answers before routing (see error-handler.ts) run no hooks: they run the steps here.
  app.decorate('runSendSteps', (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    runFrom(0, request, reply, payload),
  );
  app.addHook('onSend', (request, reply, payload, done) => {
    for (let i = 0; i < steps.length; i++) {
      const pending = steps[i]?.(request, reply, payload);
      if (pending) {
        pending
          .then(() => runFrom(i + 1, request, reply, payload))
          .then(() => done(null, payload), done);
        return;
      }
    }
    done(null, payload);
  });
}
