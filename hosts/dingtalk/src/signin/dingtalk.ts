// The DingTalk JSAPI, unmodified, imported per API (entry/mobile + one API is ~15 KB gzip; `import * as dd` ~100 KB).
import 'dingtalk-jsapi/entry/mobile'
import { getENV } from 'dingtalk-jsapi/lib/env'
import requestAuthCode from 'dingtalk-jsapi/api/runtime/permission/requestAuthCode'

/** Whether the page runs inside the DingTalk app (the JSAPI reads the user agent and the native bridge). */
export function inDingTalk(): boolean {
  return getENV().platform !== 'notInDingTalk'
}

/** A one-time code (valid 5 minutes) that proves to the server who opened the page in DingTalk. */
export async function authCode(corpId: string): Promise<string> {
  const answer = (await requestAuthCode({ corpId })) as { code?: string; authCode?: string }
  const code = answer.code ?? answer.authCode
  if (!code) throw new Error('钉钉未返回授权码')
  return code
}
