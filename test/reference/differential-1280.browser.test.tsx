/** The differential suite (./suite.tsx) at a 1280px wide viewport. */
import { describeDifferential } from './suite.tsx';

describeDifferential(1280);
