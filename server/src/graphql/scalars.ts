import { GraphQLError, GraphQLScalarType, type ValueNode } from 'graphql';
import { DateTimeISOResolver as IsoDateTime, LocalDateResolver as IsoLocalDate } from 'graphql-scalars';
import { badInput } from './errors.js';

/** Calendar dates the app accepts: PostgreSQL has no year 0, and no food log, birth or lab date lies outside these. */
export const EARLIEST_LOCAL_DATE = '1900-01-01';
export const LATEST_LOCAL_DATE = '2199-12-31';

/** A graphql-scalars scalar under our name, whose parsed inputs must also pass `check`. */
function limitedScalar<Internal, External>(
  base: GraphQLScalarType,
  { name, limits, check }: { name: string; limits: string; check: (parsed: Internal) => Internal },
): GraphQLScalarType<Internal, External> {
  return new GraphQLScalarType<Internal, External>({
    name,
    description: `${base.description ?? ''} ${limits}`.trim(),
    specifiedByURL: base.specifiedByURL,
    serialize: (value) => base.serialize(value) as External,
    parseValue: (value) => check(base.parseValue(value) as Internal),
    parseLiteral: (node: ValueNode, variables) => check(base.parseLiteral(node, variables) as Internal),
    extensions: base.extensions,
  });
}

const LIMITS = `From ${EARLIEST_LOCAL_DATE} to ${LATEST_LOCAL_DATE}.`;

/**
 * `LocalDate` (YYYY-MM-DD, a real calendar day) as graphql-scalars defines it, limited to the dates above, so every
 * date argument and input field — GraphQL and REST alike — is checked in this one place.
 */
export const LocalDateResolver = limitedScalar<string, string>(IsoLocalDate, {
  name: 'LocalDate',
  limits: LIMITS,
  check: (date) => {
    if (date < EARLIEST_LOCAL_DATE || date > LATEST_LOCAL_DATE) {
      throw new GraphQLError(`Dates must be from ${EARLIEST_LOCAL_DATE} to ${LATEST_LOCAL_DATE}; got ${date}.`);
    }
    return date;
  },
});

const EARLIEST_INSTANT = Date.parse(`${EARLIEST_LOCAL_DATE}T00:00:00Z`);
const LATEST_INSTANT = Date.parse(`${LATEST_LOCAL_DATE}T23:59:59.999Z`);

/**
 * `DateTimeISO` (an RFC 3339 date-time) as graphql-scalars defines it, limited to the same years as `LocalDate`. The
 * schema maps every `Date` field to it, so no date-time argument or input field takes a year PostgreSQL or a query
 * range cannot handle.
 */
export const DateTimeResolver = limitedScalar<Date, string>(IsoDateTime, {
  name: 'DateTimeISO',
  limits: LIMITS,
  check: (at) => {
    if (!(at.getTime() >= EARLIEST_INSTANT && at.getTime() <= LATEST_INSTANT)) {
      throw badInput(`Dates and times must be from ${EARLIEST_LOCAL_DATE} to ${LATEST_LOCAL_DATE}.`);
    }
    return at;
  },
});
