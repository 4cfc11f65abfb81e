/** The visitor's device class, from the user agent (tablet wins over mobile). */
export type Device = 'mobile' | 'tablet' | 'desktop';

const TABLET = /Tablet|iPad/i;
const MOBILE = /Android|BlackBerry|iPhone|iPod|Opera Mini|IEMobile|WPDesktop/i;

/** `tablet`, `mobile` or `desktop` from a user agent (`desktop` when unknown). */
export function detectDevice(userAgent: string | undefined): Device {
  if (!userAgent) return 'desktop';
  return TABLET.test(userAgent) ? 'tablet' : MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}
