import { Route, Routes, useSearchParams } from 'react-router'
import { ApprovalHome } from './ApprovalHome'
import { StartPage } from './StartPage'
import { TaskPage } from './TaskPage'

/** /h5/approval: the lists; `?taskId=` a task (the work notice's link); `/start` the processes one may start. */
export default function ApprovalApp() {
  const [params] = useSearchParams()
  const taskId = params.get('taskId')
  return (
    <Routes>
      <Route path="start" element={<StartPage />} />
      <Route path="*" element={taskId ? <TaskPage key={taskId} taskId={taskId} /> : <ApprovalHome />} />
    </Routes>
  )
}
