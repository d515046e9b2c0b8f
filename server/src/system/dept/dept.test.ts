import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sharedTestServer } from '../../testing/harness'
import { postForm, readXlsx } from '../../testing/fixtures'
import { sysDept } from '../../directory/dept/schema'

const DEPT = '/prod-api/system/dept'
const POST = '/prod-api/system/post'

describe('departments and posts', () => {
  const t = sharedTestServer()

  const addDept = (body: Record<string, unknown>) =>
    t.server.call('POST', DEPT, { token: t.token, body: { orderNum: 1, ...body } })
  const ancestorsOf = async (id: number) =>
    (await t.server.ctx.db.select().from(sysDept).where(eq(sysDept.deptId, id)))[0].ancestors

  it('adds departments with their ancestors and refuses duplicates under one parent', async () => {
    const a = await addDept({
      parentId: 103,
      deptName: '前端组',
      leader: '张三',
      phone: '13800000000',
      email: 'fe@example.com',
    })
    expect(a.code).toBe(200)
    expect(a.data.ancestors).toBe('0,100,101,103')
    expect((await addDept({ parentId: 103, deptName: '前端组' })).msg).toBe("新增部门'前端组'失败，部门名称已存在")
    expect((await addDept({ parentId: 104, deptName: '前端组' })).code).toBe(200)
    expect((await addDept({ parentId: 999, deptName: 'x' })).msg).toBe('上级部门不存在')
    expect((await addDept({ parentId: 103, deptName: 'x', phone: '123' })).code).toBe(400)
    const list = await t.server.call('GET', `${DEPT}/list?deptName=${encodeURIComponent('前端')}`, { token: t.token })
    expect(list.data).toHaveLength(2)
  })

  it('moves a department with its subtree in one go, and never under itself', async () => {
    const top = (await addDept({ parentId: 101, deptName: '平台部' })).data.deptId
    const mid = (await addDept({ parentId: top, deptName: '平台一组' })).data.deptId
    const leaf = (await addDept({ parentId: mid, deptName: '平台一组甲' })).data.deptId
    expect(await ancestorsOf(leaf)).toBe(`0,100,101,${top},${mid}`)
    const move = await t.server.call('PUT', DEPT, {
      token: t.token,
      body: { deptId: top, parentId: 102, deptName: '平台部', orderNum: 1 },
    })
    expect(move.code).toBe(200)
    expect(await ancestorsOf(top)).toBe('0,100,102')
    expect(await ancestorsOf(mid)).toBe(`0,100,102,${top}`)
    expect(await ancestorsOf(leaf)).toBe(`0,100,102,${top},${mid}`)
    expect(
      (
        await t.server.call('PUT', DEPT, {
          token: t.token,
          body: { deptId: top, parentId: top, deptName: '平台部', orderNum: 1 },
        })
      ).msg,
    ).toBe("修改部门'平台部'失败，上级部门不能是自己")
    expect(
      (
        await t.server.call('PUT', DEPT, {
          token: t.token,
          body: { deptId: top, parentId: leaf, deptName: '平台部', orderNum: 1 },
        })
      ).msg,
    ).toBe("修改部门'平台部'失败，上级部门不能是自己的下级部门")
    const exclude = await t.server.call('GET', `${DEPT}/list/exclude/${top}`, { token: t.token })
    const ids = exclude.data.map((d: { deptId: number }) => d.deptId)
    expect(ids).not.toContain(top)
    expect(ids).not.toContain(leaf)
    expect(ids).toContain(102)
    // A user in the moved subtree is now found under the new parent.
    await t.server.createUser('platform', [], leaf)
    expect(
      (await t.server.call('GET', `/prod-api/system/user/list?deptId=102`, { token: t.token })).rows!.map(
        (r) => r.userName,
      ),
    ).toContain('platform')
    expect(
      (await t.server.call('GET', `/prod-api/system/user/list?deptId=101`, { token: t.token })).rows!.map(
        (r) => r.userName,
      ),
    ).not.toContain('platform')

    // Disabling needs the children disabled first; deleting needs no children and no users.
    expect(
      (
        await t.server.call('PUT', DEPT, {
          token: t.token,
          body: { deptId: top, parentId: 102, deptName: '平台部', orderNum: 1, status: '1' },
        })
      ).msg,
    ).toBe('该部门包含未停用的子部门！')
    expect((await t.server.call('DELETE', `${DEPT}/${top}`, { token: t.token })).msg).toBe('存在下级部门,不允许删除')
    expect((await t.server.call('DELETE', `${DEPT}/${leaf}`, { token: t.token })).msg).toBe('部门存在用户,不允许删除')
    const empty = (await addDept({ parentId: mid, deptName: '空组' })).data.deptId
    expect((await t.server.call('DELETE', `${DEPT}/${empty}`, { token: t.token })).code).toBe(200)
    expect((await t.server.call('GET', `${DEPT}/${empty}`, { token: t.token })).code).toBe(404)
    expect((await addDept({ parentId: empty, deptName: 'x' })).msg).toBe('上级部门不存在')
  })

  it('posts: add, edit, refuse duplicates and deleting while assigned, export', async () => {
    const add = await t.server.call('POST', POST, {
      token: t.token,
      body: { postCode: 'qa', postName: '测试工程师', postSort: 5 },
    })
    expect(add.code).toBe(200)
    expect(
      (
        await t.server.call('POST', POST, {
          token: t.token,
          body: { postCode: 'qa2', postName: '测试工程师', postSort: 5 },
        })
      ).msg,
    ).toBe("新增岗位'测试工程师'失败，岗位名称已存在")
    expect(
      (await t.server.call('POST', POST, { token: t.token, body: { postCode: 'qa', postName: '质检', postSort: 5 } }))
        .msg,
    ).toBe("新增岗位'质检'失败，岗位编码已存在")
    expect(
      (
        await t.server.call('PUT', POST, {
          token: t.token,
          body: { postId: add.data.postId, postCode: 'qa', postName: '质量工程师', postSort: 6 },
        })
      ).code,
    ).toBe(200)
    expect((await t.server.call('GET', `${POST}/${add.data.postId}`, { token: t.token })).data.postName).toBe(
      '质量工程师',
    )
    expect((await t.server.call('DELETE', `${POST}/2`, { token: t.token })).msg).toBe('项目经理已分配,不能删除')
    expect((await t.server.call('DELETE', `${POST}/${add.data.postId}`, { token: t.token })).code).toBe(200)
    const list = await t.server.call('GET', `${POST}/list?postName=${encodeURIComponent('经理')}`, { token: t.token })
    expect(list.rows!.map((r) => r.postCode)).toEqual(['se'])
    const options = await t.server.call('GET', `${POST}/optionselect`, { token: await t.server.login('ry') })
    expect(options.data).toHaveLength(4)
    const sheet = await readXlsx(await postForm(t.server, `${POST}/export`, t.token, 'status=0'))
    expect(sheet.rows.map((r) => r[1])).toEqual(['ceo', 'se', 'hr', 'user'])
  })
})
