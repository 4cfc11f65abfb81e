/** The differential suite (./suite.tsx) at a 991px wide viewport. */
import { describeDifferential } from './suite.tsx';

describeDifferential(991);
