import ProjectListPage from './ProjectListPage'

/** /variety/variety_edit?projectId=: the project list with that project's 修改项目 open. */
export default function ProjectEditPage() {
  return <ProjectListPage open="edit" />
}
