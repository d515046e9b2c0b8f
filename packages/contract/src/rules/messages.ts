/** The spec's §5 messages, word for word. Messages marked "kit" are ours: the spec gives none for that rule. */
export const RULE_MESSAGES = {
  required: '该输入项为必填项!',
  maxLength: (n: number) => `最多输入${n}个字符`,
  lengthRange: (min: number, max: number) => `字符长度在${min}和${max}之间`,
  email: '请输入正确的邮箱地址',
  emailMulti: '请输入正确的邮箱，多个请用","分隔',
  phone: '请输入正确的手机号!',
  contact: '请输入正确的电话号码!',
  /** kit: the spec names the rule but not its message; the contact message fits it */
  areaContact: '请输入正确的电话号码!',
  tel: '请输入正确的座机号(区号-电话号码)!',
  postCode: '请输入正确的邮编!',
  IDcode: '请输入正确的身份证号!',
  meetingTime: '会议时间须大于10分钟',
  multipleTable: '请至少选择一项!',
  input: '请勿使用中文、特殊字符、空格',
  url: '请输入正确的URL地址',
  cron: 'cron不通过',
  arrayRequired: '该输入项为必填项',
  /** kit */
  money: '请输入正确的金额（最多2位小数）',
  /** kit */
  numeric: '请输入正确的数字',
} as const
