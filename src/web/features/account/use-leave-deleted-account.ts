import { useNavigate } from "react-router";
import { toast } from "sonner";

/** After a deletion (the cached account is already forgotten): say so and land on sign-up. */
export function useLeaveDeletedAccount() {
  const navigate = useNavigate();
  return async () => {
    toast.success("Your account has been deleted.");
    await navigate("/sign-up", { replace: true });
  };
}
