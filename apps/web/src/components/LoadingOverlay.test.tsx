import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingOverlay', () => {
  it('counts down from 60 s and hides itself at zero', () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status').textContent).toBe('Server will start in 60 s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status').textContent).toBe('Server will start in 59 s');
    for (let i = 0; i < 58; i++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByRole('status').textContent).toBe('Server will start in 1 s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
