/**
 * The offices of a state and what each holder is entitled to (design: docs/rules/politics.md): the office ids a role
 * slot holds ({@code minister:US}, {@code monarch:US}...), which state each serves, and what news and which parts of
 * the position reach its holder. Pure: office ids in, answers out.
 */
package org.adjutant.gitm.politics;
