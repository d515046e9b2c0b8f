import type { FlowDefinitionRow, FlowNextDto } from '@wp/contract'
import { render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextNodeByStart, startForm } from '../api'
import { StartDialog } from './StartDialog'

vi.mock('../api', () => ({
  nextNodeByStart: vi.fn(),
  startForm: vi.fn(async () => null),
  startProcess: vi.fn(),
}))

const definition = { deploymentId: 'dep-1', name: '自批流程' } as unknown as FlowDefinitionRow
const showDialog = () =>
  render(
    <App>
      <StartDialog definition={definition} onClose={() => undefined} />
    </App>,
  )
const WARNING = '此流程只有发起人自己的任务：发起后即完成，不会交给他人审批。'

// A process whose only user task is the starter's finishes at once (the first user task is taken as the starter's
// submission): the start dialog says so before anyone presses 确定.
describe('StartDialog', () => {
  afterEach(() => vi.clearAllMocks())

  it('says the process finishes at once when nobody comes after the starter', async () => {
    vi.mocked(nextNodeByStart).mockResolvedValue(null)
    showDialog()
    expect((await screen.findByTestId('start-ends-at-once')).textContent).toContain(WARNING)
    // asked quietly, without the form's values: a refusal (a condition on them) is not the user's business yet
    expect(vi.mocked(nextNodeByStart).mock.calls).toEqual([['dep-1', {}, true]])
  })

  it('says nothing when an approver follows, or when the walk needs the form first', async () => {
    vi.mocked(nextNodeByStart).mockResolvedValue({ type: 'assignee' } as unknown as FlowNextDto)
    const { unmount } = showDialog()
    await waitFor(() => expect(startForm).toHaveBeenCalled())
    await screen.findByTestId('start-dialog')
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByTestId('start-ends-at-once')).toBeNull()
    unmount()

    vi.mocked(nextNodeByStart).mockRejectedValue(new Error('条件需要表单的值'))
    showDialog()
    await screen.findByTestId('start-dialog')
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByTestId('start-ends-at-once')).toBeNull()
  })
})
