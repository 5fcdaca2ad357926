/**
 * Scenarios: the YAML format a moderator or test writes (see docs/scenario-format.md), its loader with errors that
 * name the file and line, and a fluent builder for small test worlds. Reads only the text it is given.
 */
package org.adjutant.gitm.scenario;
