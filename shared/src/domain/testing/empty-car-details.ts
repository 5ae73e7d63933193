export { EMPTY_CAR_DETAILS } from '../schemas/empty-car-details';
