import type { AlovaRequestAdapter, ProgressUpdater } from 'alova'
import type { FetchRequestInit } from 'alova/fetch'

function parseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':')
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim())
  }
  return headers
}

/**
 * An XMLHttpRequest adapter for uploads: fetch cannot report upload progress. It answers with a standard Response so
 * the same response handling applies to every request.
 */
export const xhrAdapter: AlovaRequestAdapter<FetchRequestInit, Response, Headers> = (elements, method) => {
  const xhr = new XMLHttpRequest()
  const uploadHandlers: ProgressUpdater[] = []
  // alova attaches progress handlers a tick after sending: keep early events to replay them
  const early: [number, number][] = []
  let timedOut = false
  const promise = new Promise<Response>((resolve, reject) => {
    xhr.open(elements.type, elements.url, true)
    for (const [name, value] of Object.entries(elements.headers)) {
      if (value !== undefined && value !== null && value !== false && value !== '')
        xhr.setRequestHeader(name, String(value))
    }
    const timeout = Number((method.config as { timeout?: number }).timeout) || 0
    if (timeout > 0) xhr.timeout = timeout
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => {
      if (uploadHandlers.length === 0) early.push([event.loaded, event.total])
      uploadHandlers.forEach((handler) => handler(event.loaded, event.total))
    }
    xhr.onload = () => {
      const status = xhr.status
      const body = status === 204 || status === 205 || status === 304 ? null : xhr.responseText
      resolve(
        new Response(body, { status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }),
      )
    }
    xhr.onerror = () => reject(new TypeError('Network Error'))
    xhr.ontimeout = () => {
      timedOut = true
      reject(new Error('fetchError: network timeout'))
    }
    xhr.onabort = () => {
      if (!timedOut) reject(new DOMException('The request was aborted', 'AbortError'))
    }
    xhr.send((elements.data as XMLHttpRequestBodyInit | undefined) ?? null)
  })
  return {
    response: () => promise,
    headers: () =>
      promise.then(
        (response) => response.headers,
        () => new Headers(),
      ),
    onUpload: (handler) => {
      uploadHandlers.push(handler)
      early.forEach(([loaded, total]) => handler(loaded, total))
    },
    abort: () => xhr.abort(),
  }
}
