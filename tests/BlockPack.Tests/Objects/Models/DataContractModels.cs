using System.Runtime.Serialization;

namespace BlockPack.Tests.Objects.Models
{
    /// <summary>[DataContract] types: Order gives integer keys, otherwise names give string keys.</summary>
    public static class DataContractModels
    {
        [DataContract]
        public class Ordered
        {
            [DataMember(Order = 1)]
            public int Second { get; set; }

            [DataMember(Order = 0)]
            public int First { get; set; }

            // Not a [DataMember]: left out.
            public int NotSerialized { get; set; }
        }

        [DataContract]
        public class Named
        {
            [DataMember(Name = "n")]
            public int Number { get; set; }

            [DataMember]
            public int Plain { get; set; }

            [IgnoreDataMember]
            [DataMember]
            public int Ignored { get; set; }
        }

        /// <summary>A name-keyed (map) object graph that nests itself.</summary>
        [DataContract]
        public class RecursiveNamed
        {
            [DataMember]
            public RecursiveNamed? Child1 { get; set; }

            [DataMember]
            public RecursiveNamed? Child2 { get; set; }
        }
    }
}
