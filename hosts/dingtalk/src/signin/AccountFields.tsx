import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'

/** 账号 and 密码, as the sign-in and the bind form ask them (`<prefix>-username`, `<prefix>-password` test ids). */
export function AccountFields({ prefix, placeholder = '账号' }: { prefix: string; placeholder?: string }) {
  return (
    <>
      <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入您的账号' }]}>
        <Input placeholder={placeholder} autoComplete="username" data-testid={`${prefix}-username`} />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入您的密码' }]}>
        <Input type="password" placeholder="密码" autoComplete="current-password" data-testid={`${prefix}-password`} />
      </Form.Item>
    </>
  )
}
