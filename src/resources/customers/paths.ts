export const CUSTOMER_RECORDS_PATH = '/cs/customer-records';
export const CREATE_INSTANCE_PATH = '/cs/create-instance';
