// Self-check of the "podcasts" blind round: data shape, and every case evaluated at a fixed time and
// at the current time. Run: node selfcheck.mjs (exit code 1 on any problem).
import * as data from './data.mjs';
import { cases } from './cases.mjs';
import { runSelfcheck } from '../selfcheck-lib.mjs';

runSelfcheck(data, cases);
