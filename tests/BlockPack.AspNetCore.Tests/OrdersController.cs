using System.Collections.Generic;
using System.Linq;
using Microsoft.AspNetCore.Mvc;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>The MVC side of the test server: echo, and a summary that returns little for a large body.</summary>
    [ApiController]
    [Route("mvc")]
    public sealed class OrdersController : ControllerBase
    {
        [HttpPost("echo")]
        public ActionResult<List<Order>> Echo([FromBody] List<Order> orders) => orders;

        [HttpGet("order/{id:int}")]
        public ActionResult<Order> Get(int id) => Order.Make(id);

        [HttpPost("count")]
        public ActionResult<int> Count([FromBody] List<List<Order>> batches) => batches.Sum(batch => batch.Count);

        [HttpPost("depth")]
        public ActionResult<int> Depth([FromBody] object value) => value is null ? 0 : 1;
    }
}
