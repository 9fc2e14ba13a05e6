import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { employeeQueryOptions } from './get-employee.ts';

export function setDefaultPhoto(imageId: number) {
  return answer(
    api.PUT('/api/v1/employee-picture-update-status/{id}', {
      params: { path: { id: imageId } },
      body: { is_default: 1 },
    }),
  );
}

export function deletePhoto(imageId: number) {
  return answer(api.DELETE('/api/v1/employee-picture-delete/{id}', { params: { path: { id: imageId } } }));
}

/** Both photo calls answer with the employee's photos as they now are. */
export function usePhotoAction(employeeId: number, action: typeof setDefaultPhoto | typeof deletePhoto) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: action,
    onSuccess: (answer) =>
      queryClient.setQueryData(employeeQueryOptions(employeeId).queryKey, (old) =>
        old ? { ...old, data: { ...old.data, employee_images: answer.data.employee_images } } : old,
      ),
  });
}
