import ProjectListPage from './ProjectListPage'

/** /variety/variety_add: the project list with 添加项目 open. */
export default function ProjectAddPage() {
  return <ProjectListPage open="add" />
}
