import { describe, expect, it } from 'vitest'
import type { FormRule } from 'antd'
import { rules } from './formRules'
import { isValidCron, RULE_MESSAGES, validators } from '@wp/contract'

type Case = {
  rule: Exclude<keyof typeof validators, 'maxLength' | 'lengthRange'>
  good: unknown[]
  bad: unknown[]
  message: string
}

const cases: Case[] = [
  { rule: 'required', good: ['a', 0, ['x']], bad: ['', '   ', null, undefined, []], message: '该输入项为必填项!' },
  {
    rule: 'email',
    good: ['ry@163.com', 'a.b+c@mail.example.cn', ''],
    bad: ['ry@', 'ry163.com', 'a@b', 'a b@c.com'],
    message: '请输入正确的邮箱地址',
  },
  {
    rule: 'emailMulti',
    good: ['ry@163.com', 'a@b.com,c@d.cn', 'a@b.com, c@d.cn'],
    bad: ['a@b.com;c@d.cn', 'a@b.com,', 'a@b.com,oops'],
    message: '请输入正确的邮箱，多个请用","分隔',
  },
  {
    rule: 'phone',
    good: ['15888888888', '13012345678', '19912345678'],
    bad: ['12345678901', '1588888888', '158888888889', '25888888888', '010-1234567'],
    message: '请输入正确的手机号!',
  },
  {
    rule: 'contact',
    good: ['15888888888', '010-12345678', '0755-1234567', '01012345678', '12345678', '010-12345678-123'],
    bad: ['123', 'abc', '010-0123456', '1588888888a'],
    message: '请输入正确的电话号码!',
  },
  {
    rule: 'areaContact',
    good: ['15888888888', '0755-12345678', '1234567', '87654321'],
    bad: ['123456', '123456789', '010-12', 'x1234567'],
    message: RULE_MESSAGES.areaContact,
  },
  {
    rule: 'tel',
    good: ['010-12345678', '0755-1234567'],
    bad: ['12345678', '010 12345678', '15888888888', '10-12345678', '0755-123456'],
    message: '请输入正确的座机号(区号-电话号码)!',
  },
  {
    rule: 'postCode',
    good: ['518000', '100000'],
    bad: ['018000', '51800', '5180000', '51800a'],
    message: '请输入正确的邮编!',
  },
  {
    rule: 'IDcode',
    good: ['110101199003071234', '11010119900307123X', '11010119900307123x', '110101900307123'],
    bad: ['1101011990030712', '11010119900307123Y', '1101011990030712345', 'abcdefghijklmno'],
    message: '请输入正确的身份证号!',
  },
  {
    rule: 'meetingTime',
    good: [
      [new Date(2024, 0, 1, 9, 0), new Date(2024, 0, 1, 9, 11)],
      ['2024-01-01 09:00:00', '2024-01-01 10:00:00'],
      [{ valueOf: () => 0 }, { valueOf: () => 10 * 60 * 1000 + 1 }],
    ],
    bad: [
      [new Date(2024, 0, 1, 9, 0), new Date(2024, 0, 1, 9, 10)],
      ['2024-01-01 09:00:00', '2024-01-01 09:05:00'],
      ['2024-01-01 10:00:00', '2024-01-01 09:00:00'],
      ['2024-01-01 09:00:00'],
      'soon',
    ],
    message: '会议时间须大于10分钟',
  },
  {
    rule: 'multipleTable',
    good: [[1], [{ id: 1 }, { id: 2 }]],
    bad: [[], null, undefined, 'x'],
    message: '请至少选择一项!',
  },
  {
    rule: 'input',
    good: ['abc_123', 'ABC', '_'],
    bad: ['中文', 'a b', 'a-b', 'a@b', 'abc!'],
    message: '请勿使用中文、特殊字符、空格',
  },
  {
    rule: 'url',
    good: [
      'http://ruoyi.vip',
      'https://example.com/a/b?x=1#y',
      'http://localhost:8080/prod-api',
      'ftp://files.example.org',
    ],
    bad: ['ruoyi.vip', 'http//x.com', 'mailto:a@b.com', 'http://', 'https://exa mple.com'],
    message: '请输入正确的URL地址',
  },
  {
    rule: 'cron',
    good: ['0/10 * * * * ?', '0 0 12 * * ?', '0 15 10 ? * MON-FRI', '0 0 12 1/5 * ? 2025'],
    bad: ['* * * * *', '0 0 12 * * *', 'every minute', '60 * * * * ?'],
    message: 'cron不通过',
  },
  { rule: 'arrayRequired', good: [[1], ['a', 'b']], bad: [[], null, undefined, 'x'], message: '该输入项为必填项' },
  {
    rule: 'money',
    good: ['0', '12', '1,234.56', '-1,234,567.8', '1234567.89', '0.5'],
    bad: ['1.234', '12,34', 'abc', '01', '1,234,567,890,123,456.78', '--1', '1.'],
    message: RULE_MESSAGES.money,
  },
  {
    rule: 'numeric',
    good: ['0', '-1', '+2.5', '1234', '0.001'],
    bad: ['012', '1.', '.1', '1e5', 'abc', '1,000'],
    message: RULE_MESSAGES.numeric,
  },
]

async function runFormRule(rule: FormRule, value: unknown): Promise<string | null> {
  // antd calls validator(rule, value); built-in rules (required) are checked through async-validator's semantics
  if (typeof rule === 'function') throw new Error('function rules are not used here')
  if (rule.validator) {
    try {
      await rule.validator(rule, value, () => undefined)
      return null
    } catch (error) {
      return (error as Error).message
    }
  }
  return null
}

describe('validators (plain functions) and rules (antd Form rules)', () => {
  for (const { rule, good, bad, message } of cases) {
    describe(rule, () => {
      it('accepts good values', async () => {
        for (const value of good) {
          expect(validators[rule](value), JSON.stringify(value)).toBeNull()
          const formRule = rules[rule as keyof typeof rules]
          if (typeof formRule === 'object' && formRule.validator) expect(await runFormRule(formRule, value)).toBeNull()
        }
      })
      it(`rejects bad values with '${message}'`, async () => {
        for (const value of bad) {
          expect(validators[rule](value), JSON.stringify(value)).toBe(message)
          const formRule = rules[rule as keyof typeof rules]
          if (typeof formRule === 'object' && formRule.validator)
            expect(await runFormRule(formRule, value)).toBe(message)
        }
      })
    })
  }

  it('maxLength counts characters, not bytes, and names n', async () => {
    expect(validators.maxLength(3)('中文字')).toBeNull()
    expect(validators.maxLength(3)('中文字符')).toBe('最多输入3个字符')
    expect(await runFormRule(rules.maxLength(5), '123456')).toBe('最多输入5个字符')
    expect(await runFormRule(rules.maxLength(5), '12345')).toBeNull()
  })

  it('lengthRange names min and max', async () => {
    expect(validators.lengthRange(2, 20)('ab')).toBeNull()
    expect(validators.lengthRange(2, 20)('a')).toBe('字符长度在2和20之间')
    expect(validators.lengthRange(2, 20)('a'.repeat(21))).toBe('字符长度在2和20之间')
    expect(await runFormRule(rules.lengthRange(5, 20), 'abc')).toBe('字符长度在5和20之间')
  })

  it('optional checks pass on empty values so they combine with required', () => {
    for (const rule of ['email', 'phone', 'tel', 'postCode', 'IDcode', 'url', 'cron', 'money', 'numeric'] as const) {
      expect(validators[rule](''), rule).toBeNull()
      expect(validators[rule](undefined), rule).toBeNull()
    }
  })

  it('required and arrayRequired are antd built-in rules that carry the spec messages', () => {
    expect(rules.required).toMatchObject({ required: true })
    expect(rules.arrayRequired).toMatchObject({ required: true, type: 'array', message: '该输入项为必填项' })
  })
})

describe('Quartz cron', () => {
  it.each([
    '0/10 * * * * ?',
    '0 0/5 14,18 * * ?',
    '0 15 10 L * ?',
    '0 15 10 L-2 * ?',
    '0 15 10 15W * ?',
    '0 15 10 LW * ?',
    '0 15 10 ? * 6L',
    '0 15 10 ? * FRIL',
    '0 15 10 ? * 6#3',
    '0 15 10 ? * MON#2',
    '0 0 12 ? JAN-MAR,OCT SUN-SAT',
    '0 0 12 ? * 2-6/2',
    '0 0-30/5 22-2 * * ?',
    '0 0 0 1 1 ? 2025-2030',
    '0 0 0 1 1 ? *',
    '0 0 0 1 1 ? 2025/2',
    '*/30 * * * * ?',
    '0 0 12 ? * L',
    '  0 0 12 * * ?  ',
    '0 0 12 * jan ?',
  ])('accepts %s', (expression) => {
    expect(isValidCron(expression)).toBe(true)
  })

  it.each([
    ['five fields', '0 * * * *'],
    ['eight fields', '0 0 12 * * ? 2025 1'],
    ['neither day field is ?', '0 0 12 * * MON'],
    ['both day fields are ?', '0 0 12 ? * ?'],
    ['second 60', '60 0 12 * * ?'],
    ['minute 60', '0 60 12 * * ?'],
    ['hour 24', '0 0 24 * * ?'],
    ['day 32', '0 0 12 32 * ?'],
    ['day 0', '0 0 12 0 * ?'],
    ['month 13', '0 0 12 1 13 ?'],
    ['weekday 8', '0 0 12 ? * 8'],
    ['weekday 0', '0 0 12 ? * 0'],
    ['bad month name', '0 0 12 1 FOO ?'],
    ['year 1969', '0 0 0 1 1 ? 1969'],
    ['year 2100', '0 0 0 1 1 ? 2100'],
    ['step 0', '0/0 * * * * ?'],
    ['step too large', '0/61 * * * * ?'],
    ['double step', '0/5/5 * * * * ?'],
    ['? in seconds', '? 0 12 * * ?'],
    ['# out of range', '0 15 10 ? * 6#6'],
    ['W out of range', '0 15 10 32W * ?'],
    ['L-31', '0 15 10 L-31 * ?'],
    ['empty list item', '0 0 12,,13 * * ?'],
    ['three-part range', '0 0 1-2-3 * * ?'],
    ['letters', 'a b c d e f'],
    ['empty', ''],
  ])('rejects %s', (_name, expression) => {
    expect(isValidCron(expression)).toBe(false)
  })
})
