/**
 * The confirmation every irreversible action goes through (SPEC §4: specialization,
 * background, offer-letter address request, signature): an antd confirm from
 * App.useApp() that always says the choice cannot be changed later.
 */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { App, Typography } from 'antd';
import { useCallback, type ReactNode } from 'react';

export const IRREVERSIBLE_NOTE = 'This cannot be changed later.';
export const DEFAULT_CONFIRM_OK_TEXT = 'Yes, confirm';

export interface IrreversibleConfirmOptions {
  title: ReactNode;
  /** What is about to be fixed; the irreversibility sentence is added below it. */
  content?: ReactNode;
  /** Default 'Yes, confirm'. */
  okText?: string;
}

export type IrreversibleConfirm = (options: IrreversibleConfirmOptions) => Promise<boolean>;

/** `const confirm = useIrreversibleConfirm(); if (await confirm({ title })) …` — true on OK, false on Cancel or dismiss. */
export function useIrreversibleConfirm(): IrreversibleConfirm {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, okText = DEFAULT_CONFIRM_OK_TEXT }: IrreversibleConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        let settled = false;
        const settle = (answer: boolean) => {
          if (settled) return;
          settled = true;
          resolve(answer);
        };
        modal.confirm({
          title,
          icon: <ExclamationCircleFilled />,
          content: (
            <>
              {content !== undefined && content !== null && <div style={{ marginBottom: 8 }}>{content}</div>}
              <Typography.Text strong>{IRREVERSIBLE_NOTE}</Typography.Text>
            </>
          ),
          okText,
          cancelText: 'Cancel',
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => settle(true),
          onCancel: () => settle(false),
          afterClose: () => settle(false),
        });
      }),
    [modal],
  );
}
