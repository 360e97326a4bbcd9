package dev.factguard.adapter.search;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/** Brave Search API, web search ({@code GET /res/v1/web/search}); only the fields FactGuard reads. */
@Path("/res/v1/web/search")
interface BraveApi {

    /** Returns the raw response: {@link BraveWebSearch} maps statuses and reads {@link Answer}. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    Response search(
            @QueryParam("q") String query,
            @QueryParam("count") int count,
            @HeaderParam("X-Subscription-Token") String apiKey);

    /** {@code web} is absent when Brave found no web results. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Answer(Web web) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Web(List<Result> results) {}

    /** {@code age} is for display ("2 days ago", "March 3, 2024"); {@code page_age} is ISO when present. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Result(
            String title,
            String url,
            String description,
            String age,
            @JsonProperty("page_age") String pageAge) {}
}
