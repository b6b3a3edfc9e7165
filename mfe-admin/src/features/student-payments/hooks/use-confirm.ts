/** The screen's generic Confirm (SPEC §2): a question with Cancel and Yes, through App.useApp(); resolves true on Yes. */
import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';

export function useConfirm(): (options: { title: string; content: ReactNode; danger?: boolean }) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, danger = false }) =>
      new Promise<boolean>((resolve) => {
        let settled = false;
        const settle = (answer: boolean) => {
          if (!settled) {
            settled = true;
            resolve(answer);
          }
        };
        modal.confirm({
          title,
          content,
          okText: 'Yes',
          cancelText: 'Cancel',
          okButtonProps: { danger },
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => settle(true),
          onCancel: () => settle(false),
          afterClose: () => settle(false),
        });
      }),
    [modal],
  );
}
