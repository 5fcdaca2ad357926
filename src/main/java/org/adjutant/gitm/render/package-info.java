/** Pictures and plain-text drawings of GITM maps for reports (Java2D only; returns bytes, writes no files). */
package org.adjutant.gitm.render;
