import v8 from 'node:v8'

/**
 * Turns V8's allocation-site pretenuring off for this process (`--no-allocation-site-pretenuring`); `openDatabase()`
 * calls it before the database is first read. Pretenuring makes an allocation site allocate straight in the old
 * generation once a young-generation collection found nearly all of its objects alive, which one query answering a
 * few hundred rows can cause. Then rows read later are born old (or promoted with what points to them) and die only
 * in the next full collection, which V8 lets wait until the old generation is several times the live heap: a
 * collection run that read 200,000 unchanged golden records grew the process by 109 MB while the live heap stayed
 * ~55 MB (what outlived the young generation there was two-thirds pg's row parsing and DataRow strings). Without
 * pretenuring those rows die young and the same run stays flat (server/bench/masterdata.ts, issue 21). A server's
 * objects are mostly a request's, the case pretenuring does not serve. The cost seen: the scavenger copies what
 * pretenuring would have placed, about 15 % more of this process's CPU in an unchanged collection run (30,000 rows,
 * two runs each way on a loaded machine), with no wall-time difference the noise would show.
 *
 * V8 reads this flag at each young-generation collection, so setting it at run time takes effect from then on (a
 * site tenured before stays so: hence before the first query). Idempotent.
 */
export function keepRowsYoung() {
  v8.setFlagsFromString('--no-allocation-site-pretenuring')
}
