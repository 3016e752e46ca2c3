/** The width jsdom's elements are measured at: it lays nothing out, so clientWidth is always 0. */
const MEASURED_WIDTH = 640;

/**
 * ResizeObserver, which jsdom lacks: each observed element measures MEASURED_WIDTH pixels wide,
 * told once when observed.
 */
export class FixedResizeObserver {
  constructor(private readonly changed: () => void) {}
  observe(element: HTMLElement) {
    Object.defineProperty(element, 'clientWidth', { value: MEASURED_WIDTH, configurable: true });
    this.changed();
  }
  disconnect() {}
}
