import type { CauseListInput } from '@nyaya/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { causeListSchema } from '../api/save-cause-list';

/** The Cause List Entry form's state, shared by its fields. */
export type CauseListForm = UseFormReturn<z.input<typeof causeListSchema>, unknown, CauseListInput>;
