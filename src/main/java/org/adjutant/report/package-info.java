/** Turning report drafts and acknowledgements into mail text and HTML with the moderator-editable templates. */
package org.adjutant.report;
