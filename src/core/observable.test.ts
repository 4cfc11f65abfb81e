import { describe, expect, it, vi } from 'vitest';
import { createSubject } from './observable.ts';

describe('Subject', () => {
  it('delivers values to subscribers in order', () => {
    const subject = createSubject<number>();
    const seen: number[] = [];
    subject.subscribe((v) => seen.push(v));
    subject.next(1);
    subject.next(2);
    expect(seen).toEqual([1, 2]);
  });

  it('replays the known value to a late subscriber', () => {
    const subject = createSubject<string>();
    subject.next('content');
    const late = vi.fn();
    subject.subscribe(late);
    expect(late).toHaveBeenCalledWith('content');
  });

  it('replays a known error to a late subscriber and rejects promise()', async () => {
    const subject = createSubject<string>();
    subject.error(new Error('down'));
    const onError = vi.fn();
    subject.subscribe(() => {}, onError);
    expect(onError).toHaveBeenCalledWith(new Error('down'));
    await expect(subject.promise()).rejects.toThrow('down');
  });

  it('unsubscribes exactly the given listener (first and missing ones included)', () => {
    const subject = createSubject<number>();
    const a = vi.fn();
    const b = vi.fn();
    const first = subject.subscribe(a);
    subject.subscribe(b);
    first.unsubscribe();
    first.unsubscribe();
    expect(first.closed).toBe(true);
    subject.next(1);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledWith(1);
  });

  it('resolves promise() with the current or next value', async () => {
    const subject = createSubject<number>();
    const pending = subject.promise();
    subject.next(5);
    await expect(pending).resolves.toBe(5);
    await expect(subject.toPromise()).resolves.toBe(5);
  });

  it('keeps delivering when one subscriber throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const subject = createSubject<number>();
    const after = vi.fn();
    subject.subscribe(() => {
      throw new Error('bad subscriber');
    });
    subject.subscribe(after);
    expect(() => subject.next(1)).not.toThrow();
    expect(after).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('maps values lazily and routes projection errors', async () => {
    const subject = createSubject<number[]>();
    const first = subject.map((list) => list[0] ?? null);
    const seen: unknown[] = [];
    first.subscribe((v) => seen.push(v));
    subject.next([]);
    subject.next([7, 8]);
    expect(seen).toEqual([null, 7]);
    await expect(first.promise()).resolves.toBe(7);
    const failing = subject.map(() => {
      throw new Error('projection');
    });
    const onError = vi.fn();
    failing.subscribe(() => {}, onError);
    expect(onError).toHaveBeenCalledWith(new Error('projection'));
  });
});
