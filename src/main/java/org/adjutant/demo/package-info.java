/**
 * The embedded demo: a real mail server (GreenMail) on 127.0.0.1, a fresh database, the 1846 scenario, scripted
 * players who mail orders (some deliberately wrong) every turn, and a short schedule of deadlines.
 */
package org.adjutant.demo;
