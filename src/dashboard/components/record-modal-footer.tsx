import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { Icon } from './icons';

/** The foot of an edit modal: the API's error, Delete (when editing), Cancel and Save/Create. */
export function RecordModalFooter(props: {
  editing: boolean;
  error: unknown;
  saving: boolean;
  onDelete: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      {props.error ? (
        <Alert color="red" role="alert" icon={<Icon name="info" />}>
          {errorMessage(props.error)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        {props.editing ? (
          <Button variant="subtle" color="red" onClick={props.onDelete}>
            {t('common.delete')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={props.saving}>
            {t(props.editing ? 'common.save' : 'common.create')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
