// @ts-check
// Small statistics for the bench: medians and spreads of repeated page loads.

/**
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The `q` quantile (0…1), linear between neighbours.
 * @param {readonly number[]} values
 * @param {number} q
 */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

/**
 * @param {number} value
 * @param {number} [digits]
 */
export const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
