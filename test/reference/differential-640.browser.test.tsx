/** The differential suite (./suite.tsx) at a 640px wide viewport. */
import { describeDifferential } from './suite.tsx';

describeDifferential(640);
