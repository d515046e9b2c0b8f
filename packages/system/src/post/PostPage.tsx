import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import { addPost, deletePosts, editPost, exportPosts, getPost, listPosts, type PostInput, type PostRow } from './api'

/** 岗位管理 (component path system/post/index). */
export default function PostPage() {
  return (
    <ListScreen<PostRow, PostInput>
      name="post"
      rowKey="postId"
      perms={SYSTEM_PERMISSIONS.post}
      columnsKey="system-post-columns"
      load={listPosts}
      search={[
        { name: 'postCode', label: '岗位编码' },
        { name: 'postName', label: '岗位名称', testId: 'post-search-name' },
        { name: 'status', label: '状态', dict: 'sys_normal_disable', placeholder: '岗位状态' },
      ]}
      columns={[
        { key: 'postId', title: '岗位编号', width: 90 },
        { key: 'postCode', title: '岗位编码' },
        { key: 'postName', title: '岗位名称' },
        { key: 'postSort', title: '岗位排序', width: 90 },
        { key: 'status', title: '状态', width: 90, dict: 'sys_normal_disable' },
        { key: 'createTime', title: '创建时间', width: 170, time: true },
      ]}
      remove={(rows) => deletePosts(rows.map((r) => r.postId))}
      exportFile={exportPosts}
      dialog={{
        noun: '岗位',
        defaults: { postSort: 0, status: '0' },
        load: async (row) => ({ values: row && (await getPost(row.postId)) }),
        save: (values, row) => (row ? editPost({ ...values, postId: row.postId }) : addPost(values)),
        fields: [
          { name: 'postName', label: '岗位名称', required: true, max: 50, testId: 'post-name' },
          {
            name: 'postCode',
            label: '岗位编码',
            required: true,
            max: 64,
            placeholder: '请输入编码名称',
            testId: 'post-code',
          },
          { name: 'postSort', label: '岗位顺序', kind: 'number', required: true },
          { name: 'status', label: '岗位状态', kind: 'radio', dict: 'sys_normal_disable' },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
      }}
    />
  )
}
