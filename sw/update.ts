/**
 * A new version waits until the user accepts the prompt (the page posts SKIP_WAITING), so nobody loses
 * a half-filled form to an automatic reload.
 */
export function listenForUpdateAcceptance(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
}
