import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sharedTestServer } from '../../testing/harness'
import { sanitizeRichText } from '../../http/sanitize'
import { sysNotice } from './schema'

const NOTICE = '/prod-api/system/notice'

describe('notice HTML is cleaned with an allowlist', () => {
  const cases: [string, string][] = [
    ['<p>正文<script>alert(1)</script></p>', '<p>正文</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    [
      '<img src="/prod-api/file/0123456789abcdef0123456789abcdef" style="width: 100px; position: fixed">',
      '<img src="/prod-api/file/0123456789abcdef0123456789abcdef" style="width:100px" />',
    ],
    ['<img src="https://cdn.example.com/a.png" alt="a">', '<img src="https://cdn.example.com/a.png" alt="a" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    [
      '<a href="https://example.com" target="_blank" rel="opener">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<a href="mailto:a@example.com">m</a>', '<a href="mailto:a@example.com" rel="noopener noreferrer">m</a>'],
    [
      '<p style="text-align: center; color: #ff0000; background-image: url(x)">c</p>',
      '<p style="text-align:center;color:#ff0000">c</p>',
    ],
    ['<iframe src="https://evil"></iframe><form><input></form><style>p{}</style>', ''],
    ['<svg><script>alert(1)</script></svg><math></math>', ''],
    [
      '<table border="1"><tbody><tr><td colspan="2" style="width: 50%">t</td></tr></tbody></table>',
      '<table border="1"><tbody><tr><td colspan="2" style="width:50%">t</td></tr></tbody></table>',
    ],
    [
      '<h2>标题</h2><ul><li>一</li></ul><blockquote>引</blockquote><pre><code>c</code></pre><hr><sub>1</sub><sup>2</sup>',
      '<h2>标题</h2><ul><li>一</li></ul><blockquote>引</blockquote><pre><code>c</code></pre><hr /><sub>1</sub><sup>2</sup>',
    ],
    ['<p onclick="x()">a</p><div onmouseover="y()">b</div>', '<p>a</p><div>b</div>'],
  ]
  it.each(cases)('%s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected)
  })
})

describe('notices', () => {
  const t = sharedTestServer()

  it('stores cleaned HTML; the workbench shows the new notice', async () => {
    const add = await t.server.call('POST', NOTICE, {
      token: t.token,
      body: {
        noticeTitle: '放假通知',
        noticeType: '1',
        noticeContent: '<p>端午放假<img src=x onerror=alert(1)><script>steal()</script></p>',
      },
    })
    expect(add.code).toBe(200)
    const got = await t.server.call('GET', `${NOTICE}/${add.data.noticeId}`, { token: t.token })
    expect(got.data.noticeContent).toBe('<p>端午放假</p>')
    const latest = await t.server.call('GET', '/prod-api/system/homePage/getLatestArticles', {
      token: await t.server.login('ry'),
    })
    expect(latest.data[0]).toMatchObject({ noticeTitle: '放假通知' })
    const edit = await t.server.call('PUT', NOTICE, {
      token: t.token,
      body: {
        noticeId: add.data.noticeId,
        noticeTitle: '放假通知',
        noticeType: '2',
        noticeContent: '<a href="javascript:x">a</a>',
        status: '1',
      },
    })
    expect(edit.code).toBe(200)
    expect((await t.server.call('GET', `${NOTICE}/${add.data.noticeId}`, { token: t.token })).data.noticeContent).toBe(
      '<a rel="noopener noreferrer">a</a>',
    )
    const hidden = await t.server.call('GET', '/prod-api/system/homePage/getLatestArticles', { token: t.token })
    expect(hidden.data.map((n: { noticeTitle: string }) => n.noticeTitle)).not.toContain('放假通知')
    expect(
      (
        await t.server.call('POST', NOTICE, {
          token: t.token,
          body: { noticeTitle: '<img src=x onerror=alert(1)>', noticeType: '1' },
        })
      ).msg,
    ).toContain('公告标题不能包含脚本字符')
    const list = await t.server.call('GET', `${NOTICE}/list?noticeType=2&createBy=adm`, { token: t.token })
    expect(list.rows!.map((r) => r.noticeTitle)).toContain('放假通知')
    expect((await t.server.call('DELETE', `${NOTICE}/${add.data.noticeId}`, { token: t.token })).code).toBe(200)
    expect((await t.server.call('GET', `${NOTICE}/${add.data.noticeId}`, { token: t.token })).code).toBe(404)
  })

  it('the bell shows any signed-in user an open notice, cleaned on the way out; a closed one is not found', async () => {
    const ry = await t.server.login('ry')
    // a row written around the allowlist (an older import): the view still cleans it
    const [legacy] = await t.server.ctx.db
      .insert(sysNotice)
      .values({ noticeTitle: '旧公告', noticeType: '2', noticeContent: '<p>旧<img src=x onerror=alert(1)></p>' })
      .returning({ id: sysNotice.noticeId })
    const view = await t.server.call('GET', `${NOTICE}/view/${legacy.id}`, { token: ry })
    expect(view.code, view.msg).toBe(200)
    expect(view.data).toMatchObject({ noticeTitle: '旧公告', noticeType: '2', noticeContent: '<p>旧</p>' })
    // ry may not read the managing screen's detail, only the bell's
    expect((await t.server.call('GET', `${NOTICE}/${legacy.id}`, { token: ry })).code).toBe(403)
    await t.server.ctx.db.update(sysNotice).set({ status: '1' }).where(eq(sysNotice.noticeId, legacy.id))
    const closed = await t.server.call('GET', `${NOTICE}/view/${legacy.id}`, { token: ry })
    expect(closed).toMatchObject({ code: 404, msg: '公告不存在' })
    expect((await t.server.call('GET', `${NOTICE}/view/abc`, { token: ry })).code).toBe(400)
  })
})
