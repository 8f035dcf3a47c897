/**
 * The slots of the array the server and its checkpoint thread share (checkpoints.ts,
 * checkpoint-thread.ts): commits so far, and 1 while the log is to be emptied.
 */
export const COMMITS = 0;
export const TRUNCATE = 1;
export const SLOTS = 2;
