import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import type { Envelope } from '@portal/contracts';
import type { EmployeeImage } from '@portal/contracts/employees';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeeQueryOptions } from './get-employee.ts';

type ImagesEnvelope = Envelope<{ employee_images: EmployeeImage[] }>;

export function setDefaultPhoto(imageId: number): Promise<ImagesEnvelope> {
  return apiRequest(`/api/v1/employee-picture-update-status/${imageId}`, {
    method: 'PUT',
    body: { is_default: 1 },
  });
}

export function deletePhoto(imageId: number): Promise<ImagesEnvelope> {
  return apiRequest(`/api/v1/employee-picture-delete/${imageId}`, { method: 'DELETE' });
}

/** Both photo calls answer with the employee's photos as they now are. */
export function usePhotoAction(employeeId: number, action: (imageId: number) => Promise<ImagesEnvelope>) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: action,
    onSuccess: (answer) =>
      queryClient.setQueryData(employeeQueryOptions(employeeId).queryKey, (old) =>
        old ? { ...old, data: { ...old.data, employee_images: answer.data.employee_images } } : old,
      ),
  });
}
