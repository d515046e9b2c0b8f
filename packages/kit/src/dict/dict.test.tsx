import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { emitKitEvent } from '../events/events'
import { fakeFeedback, fakeFetch } from '../testing/fakes'
import { DictTag } from './DictTag'
import {
  clearDictCache,
  dictStore,
  loadDict,
  preloadDicts,
  selectDictLabel,
  selectDictLabels,
  toDictOption,
  useDict,
  type DictData,
} from './dictStore'

afterEach(cleanup)

const SEX: DictData[] = [
  { dictCode: 1, dictLabel: '男', dictValue: '0', dictType: 'sys_user_sex', listClass: '', cssClass: '' },
  { dictCode: 2, dictLabel: '女', dictValue: '1', dictType: 'sys_user_sex', listClass: '', cssClass: '' },
  { dictCode: 3, dictLabel: '未知', dictValue: '2', dictType: 'sys_user_sex', listClass: '', cssClass: '' },
]
const STATUS: DictData[] = [
  { dictLabel: '正常', dictValue: '0', listClass: 'primary', cssClass: '' },
  { dictLabel: '停用', dictValue: '1', listClass: 'danger', cssClass: 'strong' },
]
const OPER: DictData[] = [
  { dictLabel: '其他', dictValue: '0', listClass: 'info' },
  { dictLabel: '新增', dictValue: '1', listClass: 'success' },
  { dictLabel: '导出', dictValue: '5', listClass: 'warning' },
  { dictLabel: '默认', dictValue: '9', listClass: 'default' },
]

function answers() {
  return {
    '/prod-api/system/dict/data/type/sys_user_sex': { code: 200, data: SEX },
    '/prod-api/system/dict/data/type/sys_normal_disable': { code: 200, data: STATUS },
  }
}

let feedback: ReturnType<typeof fakeFeedback>
beforeEach(() => {
  feedback = fakeFeedback()
  clearDictCache()
})
afterEach(() => feedback.unregister())

function Sexes({ id }: { id: string }) {
  const { sys_user_sex } = useDict('sys_user_sex')
  return <p data-testid={id}>{sys_user_sex.map((o) => o.label).join('/')}</p>
}

describe('useDict', () => {
  it('gives {label, value, listClass, cssClass, raw} per type', async () => {
    fakeFetch(answers())
    let seen: ReturnType<typeof useDict<'sys_normal_disable'>> | undefined
    function Probe() {
      seen = useDict('sys_normal_disable')
      return null
    }
    render(<Probe />)
    await waitFor(() => expect(seen?.sys_normal_disable).toHaveLength(2))
    expect(seen!.sys_normal_disable[1]).toEqual({
      label: '停用',
      value: '1',
      listClass: 'danger',
      cssClass: 'strong',
      raw: STATUS[1],
    })
  })

  it('two components in two separate React roots share one request and one store', async () => {
    const { calls } = fakeFetch(answers())
    const a = document.createElement('div')
    const b = document.createElement('div')
    document.body.append(a, b)
    const rootA = createRoot(a)
    const rootB = createRoot(b)
    await act(async () => {
      rootA.render(<Sexes id="a" />)
      rootB.render(<Sexes id="b" />)
    })
    await waitFor(() => expect(screen.getByTestId('b').textContent).toBe('男/女/未知'))
    expect(screen.getByTestId('a').textContent).toBe('男/女/未知')
    expect(calls).toHaveLength(1)
    act(() => {
      rootA.unmount()
      rootB.unmount()
    })
    a.remove()
    b.remove()
  })

  it('asks once per type, and several types at once', async () => {
    const { calls } = fakeFetch(answers())
    function Both() {
      const d = useDict('sys_user_sex', 'sys_normal_disable')
      return <p data-testid="both">{d.sys_user_sex.length + d.sys_normal_disable.length}</p>
    }
    render(<Both />)
    await waitFor(() => expect(screen.getByTestId('both').textContent).toBe('5'))
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/prod-api/system/dict/data/type/sys_normal_disable',
      '/prod-api/system/dict/data/type/sys_user_sex',
    ])
  })

  it('keeps dictionaries in localStorage, so a fresh page asks nobody; clearDictCache forgets them', async () => {
    const { calls } = fakeFetch(answers())
    await loadDict('sys_user_sex')
    expect(JSON.parse(localStorage.getItem('wp-dict-cache')!).sys_user_sex.options).toHaveLength(3)
    dictStore.setState({ dicts: {} }) // as on a new page: memory empty, storage kept
    expect((await loadDict('sys_user_sex')).map((o) => o.label)).toEqual(['男', '女', '未知'])
    expect(calls).toHaveLength(1)
    clearDictCache('sys_user_sex')
    expect(localStorage.getItem('wp-dict-cache')).toBe('{}')
    await loadDict('sys_user_sex')
    expect(calls).toHaveLength(2)
  })

  it('forgets a type when a module announces dict:changed', async () => {
    const { calls } = fakeFetch(answers())
    await loadDict('sys_user_sex')
    emitKitEvent('dict:changed', { type: 'sys_user_sex' })
    expect(dictStore.getState().dicts.sys_user_sex).toBeUndefined()
    await loadDict('sys_user_sex')
    expect(calls).toHaveLength(2)
  })

  it('a mounted tag loads its type again after the cache forgets it, instead of falling back to raw values', async () => {
    const { calls } = fakeFetch(answers())
    render(<Sexes id="a" />)
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('男/女/未知'))
    const changed = [...SEX, { dictCode: 4, dictLabel: '保密', dictValue: '9', dictType: 'sys_user_sex' }]
    fakeFetch({ '/prod-api/system/dict/data/type/sys_user_sex': { code: 200, data: changed } })
    act(() => clearDictCache('sys_user_sex'))
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('男/女/未知/保密'))
    expect(calls).toHaveLength(1)
  })

  it('does not keep a failed load: the next use asks again', async () => {
    fakeFetch({ '/prod-api/system/dict/data/type/x': { code: 500, msg: 'boom' } })
    await expect(loadDict('x')).rejects.toThrow('boom')
    const { calls } = fakeFetch({ '/prod-api/system/dict/data/type/x': { code: 200, data: [] } })
    await expect(loadDict('x')).resolves.toEqual([])
    expect(calls).toHaveLength(1)
  })

  it('preloadDicts fills every type from getSysDictData in one call', async () => {
    const { calls } = fakeFetch({
      '/prod-api/system/dict/data/getSysDictData': {
        code: 200,
        data: { sys_user_sex: SEX, sys_normal_disable: STATUS },
      },
    })
    await preloadDicts()
    await loadDict('sys_user_sex')
    await loadDict('sys_normal_disable')
    expect(calls).toHaveLength(1)
  })
})

describe('<DictTag>', () => {
  const status = STATUS.map(toDictOption)
  const oper = OPER.map(toDictOption)

  it('renders listClass as antd Tag colours', () => {
    const { container } = render(<DictTag options={[...status, ...oper]} value="0,1" />)
    const tags = Array.from(container.querySelectorAll('.ant-tag'))
    expect(tags.map((t) => t.textContent)).toEqual(['正常', '停用', '其他', '新增'])
    expect(tags[0].classList.contains('ant-tag-processing')).toBe(true)
    expect(tags[1].classList.contains('ant-tag-error')).toBe(true)
    expect(tags[1].classList.contains('strong')).toBe(true)
    expect(tags[2].classList.contains('ant-tag-default')).toBe(true)
    expect(tags[3].classList.contains('ant-tag-success')).toBe(true)
  })

  it('renders default or empty listClass as plain text, and unknown values as text', () => {
    const { container } = render(<DictTag options={oper} value={['9', '5', '42']} />)
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(1)
    expect(container.querySelector('.ant-tag')!.classList.contains('ant-tag-warning')).toBe(true)
    // options order, as the family's DictTag
    expect(container.textContent).toBe('导出默认42')
  })

  it('hides unknown values when showValue is false, and renders nothing for an empty value', () => {
    const { container, rerender } = render(<DictTag options={oper} value="42" showValue={false} />)
    expect(container.textContent).toBe('')
    rerender(<DictTag options={oper} value={null} />)
    expect(container.textContent).toBe('')
  })

  it('loads its options by dictionary type', async () => {
    fakeFetch(answers())
    render(<DictTag type="sys_user_sex" value={1} />)
    await waitFor(() => expect(screen.getByText('女')).toBeTruthy())
  })
})

describe('selectDictLabel(s)', () => {
  const sex = SEX.map(toDictOption)
  it('finds a label, passes unknown values through, gives "" for empty', () => {
    expect(selectDictLabel(sex, '1')).toBe('女')
    expect(selectDictLabel(sex, 2)).toBe('未知')
    expect(selectDictLabel(sex, '7')).toBe('7')
    expect(selectDictLabel(sex, undefined)).toBe('')
  })
  it('handles several values with a separator', () => {
    expect(selectDictLabels(sex, '0,1,9')).toBe('男,女,9')
    expect(selectDictLabels(sex, ['1', 0])).toBe('女,男')
    expect(selectDictLabels(sex, '0|2', '|')).toBe('男|未知')
    expect(selectDictLabels(sex, '')).toBe('')
  })
})
