import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { InputNumber, Modal } from 'antd'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { KitProviders } from './KitProviders'

afterEach(cleanup)

const labels = (root: ParentNode) =>
  Array.from(root.querySelectorAll('.ant-input-number-action'))
    .map((el) => el.getAttribute('aria-label'))
    .sort()

function Later() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>打开</button>
      <Modal open={open} title="数量">
        <InputNumber data-testid="in-dialog" />
      </Modal>
    </>
  )
}

describe('antd accessible names in Chinese', () => {
  it("names an InputNumber's step buttons in Chinese, on the page and in a dialog opened later", async () => {
    const { container } = render(
      <KitProviders>
        <InputNumber />
        <Later />
      </KitProviders>,
    )
    await waitFor(() => expect(labels(container)).toEqual(['减小数值', '增大数值'].sort()))
    screen.getByText('打开').click()
    const input = await screen.findByTestId('in-dialog')
    const dialog = input.closest('.ant-modal')!
    await waitFor(() => expect(labels(dialog)).toEqual(['减小数值', '增大数值'].sort()))
  })
})
