import { LinkCustomerForm } from "../recovery/link-customer-form";
import { NotificationForm } from "../recovery/notification-form";

export function PaddleFixTab() {
  return (
    <div className="grid min-w-0 gap-8 lg:grid-cols-2">
      <section aria-labelledby="linkCustomerHeading" className="grid content-start gap-3">
        <h3 id="linkCustomerHeading" className="font-semibold">
          Link a Paddle customer
        </h3>
        <LinkCustomerForm />
      </section>
      <section aria-labelledby="notificationHeading" className="grid content-start gap-3">
        <h3 id="notificationHeading" className="font-semibold">
          Stored notifications
        </h3>
        <NotificationForm />
      </section>
    </div>
  );
}
