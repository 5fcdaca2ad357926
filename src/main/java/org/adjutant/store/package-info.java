/** The robot's memory: one H2 database, its schema migrated by Flyway, accessed with plain JDBC. */
package org.adjutant.store;
