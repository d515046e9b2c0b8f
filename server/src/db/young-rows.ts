import v8 from 'node:v8'

/**
 * Turns V8's allocation-site pretenuring off for this process (`--no-allocation-site-pretenuring`); `openDatabase()` calls it
 * before the database is first read. Pretenuring allocates an allocation site's objects straight in the old generation
 * once a young-generation collection found nearly all of them alive. One query answering a few hundred rows (a list,
 * an export, a collection's read-ahead) is enough for the database driver's row sites (pg's row arrays and objects,
 * its DataRow field arrays): from then on every row any query reads is born old, and so is all it points to (the
 * scavenger keeps alive whatever an old object points to until a full collection). A request's rows then die only in
 * the next full collection, which V8 lets wait until the old generation is several times the live heap: a collection
 * run that read 200,000 unchanged golden records grew the process by 109 MB with a live heap that stayed ~55 MB.
 * Without pretenuring those rows die young and the same run stays flat (server/bench/masterdata.ts). A server's
 * objects are mostly a request's and short-lived, the case pretenuring does not serve.
 *
 * V8 reads this flag at each young-generation collection, so setting it at run time takes effect from then on (a site
 * tenured before stays so: hence before the first query). Idempotent.
 */
export function keepRowsYoung() {
  v8.setFlagsFromString('--no-allocation-site-pretenuring')
}
