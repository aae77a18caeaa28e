import StateCheck
import StateCheckCommands

/// The SPIN model of the paging family (``PagingSystem`` in Promela), embedded so
/// `statecheck bench --compare-spin` works without the repository's files.
/// Compile it with `spin -a -DN=… -DK=… -DP=…`.
public let pagingPromela: String = #"""
/* Paging async-data benchmark model (StateCheck's PagingSystem).
 * N independent screens (one process each, interleaved), K = max requests
 * in flight per screen, P = max loaded pages. One event = one d_step = one
 * transition. Override with: spin -a -DN=3 -DK=2 -DP=3 paging.pml        */
#ifndef N
#define N 2
#endif
#ifndef K
#define K 2
#endif
#ifndef P
#define P 3
#endif

#define IDLE    0
#define INIT    1   /* initialLoading          */
#define RELOAD  2   /* reLoading(V)            */
#define RETRY   3   /* retryLoading(E)         */
#define SUCC    4   /* success(V)              */
#define LFAIL   5   /* loadingFailure(E)       */
#define PAGING  6   /* paging(V)               */
#define PFAIL   7   /* pagingFailure(V,E)      */

byte ui[N];   /* UI enum case                                  */
byte pg[N];   /* V abstracted: number of loaded pages 0..P     */
bit  er[N];   /* refresh-failed banner (E kept beside content) */
byte sl[N];   /* cancelled (stale) load requests in flight     */
byte sp[N];   /* cancelled (stale) page requests in flight     */

#define U        ui[_pid]
#define LOADING  (U == INIT || U == RELOAD || U == RETRY || U == PAGING)
#define CONTENT  (U == RELOAD || U == SUCC || U == PAGING || U == PFAIL)
#define INFL     ((LOADING -> 1 : 0) + sl[_pid] + sp[_pid])
/* invariant: content never lost (content cases carry >= 1 page, others 0),
   in-flight bounded, banner only on success                               */
#define INV      assert(((CONTENT && pg[_pid] >= 1) || (!CONTENT && pg[_pid] == 0)) \
                        && pg[_pid] <= P && INFL <= K && (er[_pid] == 0 || U == SUCC))

active [N] proctype Screen()
{
  do
  /* user intents (ignored = not enabled while loading/paging) */
  :: d_step { (U == IDLE  && INFL < K) -> U = INIT;  er[_pid] = 0; INV }
  :: d_step { (U == LFAIL && INFL < K) -> U = RETRY; er[_pid] = 0; INV }
  :: d_step { ((U == SUCC || U == PFAIL) && INFL < K) -> U = RELOAD; er[_pid] = 0; INV }
  :: d_step { ((U == SUCC || U == PFAIL) && pg[_pid] < P && INFL < K) -> U = PAGING; er[_pid] = 0; INV }
  /* cancel: live request becomes stale, UI reverts */
  :: d_step { (U == INIT)   -> U = IDLE;  sl[_pid]++; INV }
  :: d_step { (U == RELOAD) -> U = SUCC;  sl[_pid]++; INV }
  :: d_step { (U == RETRY)  -> U = LFAIL; sl[_pid]++; INV }
  :: d_step { (U == PAGING) -> U = SUCC;  sp[_pid]++; INV }
  /* response to the live request: success */
  :: d_step { (U == INIT || U == RELOAD || U == RETRY) -> U = SUCC; pg[_pid] = 1; er[_pid] = 0; INV }
  :: d_step { (U == PAGING) -> U = SUCC; pg[_pid]++; er[_pid] = 0; INV }
  /* response to the live request: failure */
  :: d_step { (U == INIT || U == RETRY) -> U = LFAIL; INV }
  :: d_step { (U == RELOAD) -> U = SUCC; er[_pid] = 1; INV }   /* content kept */
  :: d_step { (U == PAGING) -> U = PFAIL; INV }
  /* late responses to cancelled requests: ignored, slot freed */
  :: d_step { (sl[_pid] > 0) -> sl[_pid]--; INV }   /* success */
  :: d_step { (sl[_pid] > 0) -> sl[_pid]--; INV }   /* fail    */
  :: d_step { (sp[_pid] > 0) -> sp[_pid]--; INV }   /* success */
  :: d_step { (sp[_pid] > 0) -> sp[_pid]--; INV }   /* fail    */
  od
}
"""#
