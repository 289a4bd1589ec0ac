// The blind rounds of test/ai/blind-rounds.ts, part 2 of 2 (every other round), so that the
// suite's two test processes share them.
import { runBlindRounds } from './blind-rounds.js';

runBlindRounds(1, 2);
