package dev.factguard.adapter.nli;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** An OpenAI-compatible chat server used as the NLI judge: {@code POST <url>/chat/completions}. */
@Path("/chat/completions")
interface OpenAiNliApi {
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response complete(@HeaderParam("Authorization") String authorization, JsonNode body);
}
