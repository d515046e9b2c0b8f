import { PROJECT } from '@wp/contract'
import { crudApi } from '@wp/kit'

export type ProjectChoice = { value: number; label: string }

const projects = crudApi(PROJECT)

/** Before the list has answered. */
export const NO_PROJECTS: ProjectChoice[] = []

/**
 * A loader of the projects in the given statuses (comma-joined codes), at most 500, as choices labelled
 * `<code> <name>`; made once per screen (outside render), for `useLoaded`.
 */
export const projectChoices = (statuses: string) => async (): Promise<ProjectChoice[]> =>
  ((await projects.list({ projectStatus: statuses, pageSize: 500 })).rows ?? []).map((p) => ({
    value: p.projectId,
    label: `${p.projectCode} ${p.projectName}`,
  }))
