import { PASSWORD_POLICIES, passwordHint } from '@wp/contract'
import { sessionStore } from '@wp/kit'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import PasswordPage from './PasswordPage'

const field = (id: string) => screen.getByTestId(id).querySelector('input') as HTMLInputElement

async function submitNew(password: string, confirm = password) {
  fireEvent.change(field('h5-password-old'), { target: { value: 'Chushi-2026' } })
  fireEvent.change(field('h5-password-new'), { target: { value: password } })
  fireEvent.change(field('h5-password-confirm'), { target: { value: confirm } })
  await act(async () => fireEvent.click(screen.getByTestId('h5-password-submit')))
}

describe('the phone’s forced password change', () => {
  afterEach(() => sessionStore.setState({ pwdChrtype: '0', isPasswordExpired: false, isDefaultModifyPwd: false }))

  it('applies the configured character rule (sys.account.chrtype) with its hint and message', async () => {
    sessionStore.setState({ pwdChrtype: '3', isDefaultModifyPwd: true })
    render(
      <MemoryRouter>
        <PasswordPage />
      </MemoryRouter>,
    )
    expect(screen.getByText(passwordHint('3'))).toBeTruthy()
    await submitNew('onlyletters')
    expect(await screen.findByText(PASSWORD_POLICIES['3'].message)).toBeTruthy()
    expect(sessionStore.getState().isDefaultModifyPwd).toBe(true)
  })

  it('says an expired password is expired, and refuses a confirmation that differs', async () => {
    sessionStore.setState({ isPasswordExpired: true })
    render(
      <MemoryRouter>
        <PasswordPage />
      </MemoryRouter>,
    )
    expect(screen.getByTestId('h5-password-notice').textContent).toBe('您的密码已过期，请修改密码！')
    await submitNew('Ding-New-2026', 'Ding-New-2027')
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy()
  })
})
